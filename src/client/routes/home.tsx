import { SpaceView } from '../features/tools/space-view.js';

export function HomePage() {
  return <SpaceView />;
}
