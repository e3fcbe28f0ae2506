// The card of spec §2. The title link stretches over the card so a click anywhere opens
// /tools/{id}, while Visit and Delete stay separate controls. All tool data is rendered as text.
import { ExternalLink, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Tool } from '../../../shared/schemas.js';
import { hostOf, imageSrc, initialOf, safeHref } from '../../lib/url.js';
import styles from './tool-card.module.css';
import { ToolImage } from './tool-image.js';

interface ToolCardProps {
  tool: Tool;
  onDelete?: (tool: Tool) => void;
  /** Off on /gallary: the card shows the image only (spec §2). */
  page?: boolean;
}

export function ToolCard({ tool, onDelete, page = true }: ToolCardProps) {
  const host = hostOf(tool.url);
  const href = safeHref(tool.url);
  const icon = imageSrc(tool.icon);
  const sources = [imageSrc(tool.image), imageSrc(tool.snapshot)];

  if (!page) {
    return (
      <article className={`${styles.card} ${styles.imageOnly}`}>
        <ToolImage sources={sources} host={host} alt="" className={styles.galleryImage} />
        <Link to={`/tools/${tool.id}`} className={styles.stretched} aria-label={tool.name} />
      </article>
    );
  }

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ToolImage sources={sources} host={host} alt="" />
        <span className={styles.badge}>{tool.category}</span>
      </div>
      <div className={styles.body}>
        <div className={styles.heading}>
          {icon ? (
            <img className={styles.favicon} src={icon} alt="" width={28} height={28} loading="lazy" />
          ) : (
            <span className={styles.initial} aria-hidden="true">
              {initialOf(tool.name)}
            </span>
          )}
          <div className={styles.titles}>
            <h3 className={styles.title}>
              <Link to={`/tools/${tool.id}`} className={styles.stretched}>
                {tool.name}
              </Link>
            </h3>
            <span className={styles.host}>{host}</span>
          </div>
        </div>
        {tool.description && <p className={styles.description}>{tool.description}</p>}
        <div className={styles.actions}>
          {href && (
            <a className={`btn ${styles.action}`} href={href} target="_blank" rel="noopener noreferrer">
              <ExternalLink size={16} aria-hidden="true" />
              Visit
              <span className="visually-hidden"> {tool.name} (opens in a new tab)</span>
            </a>
          )}
          {onDelete && (
            <button
              type="button"
              className={`btn btn-ghost btn-icon ${styles.action} ${styles.delete}`}
              aria-label={`Delete ${tool.name}`}
              onClick={() => onDelete(tool)}
            >
              <Trash2 size={18} aria-hidden="true" />
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
