import { SpaceView } from '../features/tools/space-view.js';

/** Spec §2: the home space with the page flag off, so cards are image-only. */
export default function GallaryPage() {
  return <SpaceView page={false} />;
}
