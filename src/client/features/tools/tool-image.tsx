// A tool's picture: spinner until it loads, then a fade-in; on error the next source, then the
// placeholder showing the host (spec §2).
import { useState } from 'react';
import styles from './tool-image.module.css';

interface ToolImageProps {
  sources: Array<string | undefined>;
  host: string;
  alt: string;
  className?: string;
}

export function ToolImage({ sources, host, alt, className = '' }: ToolImageProps) {
  const list = sources.filter((s): s is string => Boolean(s));
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const src = list[index];

  if (!src) {
    return (
      <div className={`${styles.frame} ${styles.placeholder} ${className}`} data-testid="image-placeholder">
        <span className={styles.host}>{host}</span>
      </div>
    );
  }
  return (
    <div className={`${styles.frame} ${className}`}>
      {!loaded && (
        <div className={`spinner ${styles.spinner}`} role="presentation" data-testid="image-spinner" />
      )}
      <img
        key={src}
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={`${styles.image} ${loaded ? styles.loaded : ''}`}
        onLoad={() => setLoaded(true)}
        onError={() => {
          setLoaded(false);
          setIndex((i) => i + 1);
        }}
      />
    </div>
  );
}
