// /tools/{id} (spec §2): favicon or initial, name, category, snapshot with fallbacks, description,
// host link, keywords and Visit Website; 'Tool not found' when it is not the caller's. Editable here.
import { ArrowLeft, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messages } from '../../shared/messages.js';
import type { Tool } from '../../shared/schemas.js';
import { PageLoading } from '../components/page-loading.js';
import { EditToolModal } from '../features/tools/edit-tool-modal.js';
import { ToolImage } from '../features/tools/tool-image.js';
import { fetchTool } from '../features/tools/tools.api.js';
import { useToolsState, useToolsStore } from '../features/tools/tools-context.js';
import { useDeleteTool } from '../features/tools/use-delete-tool.js';
import { ApiError } from '../lib/api.js';
import { hostOf, imageSrc, initialOf, safeHref } from '../lib/url.js';
import { keywordList } from '../lib/validate.js';
import styles from './tool-detail.module.css';

type Status = 'loading' | 'ready' | 'missing' | 'failed';

export default function ToolDetailPage() {
  const { id = '' } = useParams();
  const store = useToolsStore();
  const { allTools, viewTools } = useToolsState();
  const known = [...allTools, ...(viewTools ?? [])].find((t) => String(t.id) === id);
  const [tool, setTool] = useState<Tool | undefined>(known);
  const [status, setStatus] = useState<Status>(known ? 'ready' : 'loading');
  const [editing, setEditing] = useState(false);
  const deleteTool = useDeleteTool();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    fetchTool(id)
      .then((fresh) => {
        if (!live) return;
        setTool(fresh);
        setStatus('ready');
        store.toolUpdated(fresh); // what the server says now (e.g. a snapshot taken meanwhile) goes to the list and cache
        store.watchCapture([fresh]); // a link saved moments ago: its snapshot appears when ready
      })
      .catch((error: unknown) => {
        if (!live) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setStatus((s) => (missing ? 'missing' : s === 'ready' ? s : 'failed'));
      });
    return () => {
      live = false;
    };
  }, [id, store]);

  useEffect(
    () =>
      store.onToolCaptured((fresh) => {
        if (String(fresh.id) === id) setTool(fresh);
      }),
    [id, store],
  );

  if (status === 'loading') return <PageLoading />;
  if (status === 'missing' || status === 'failed' || !tool) {
    return (
      <div className={styles.page}>
        <BackLink />
        <h1 className={styles.missing}>
          {status === 'failed' ? messages.somethingWrong : messages.toolNotFound}
        </h1>
      </div>
    );
  }

  const host = hostOf(tool.url);
  const href = safeHref(tool.url);
  const icon = imageSrc(tool.icon);
  const keywords = keywordList(tool.keywords);

  async function handleDelete(current: Tool) {
    if (await deleteTool(current)) navigate('/', { replace: true });
  }

  return (
    <div className={styles.page}>
      <BackLink />
      <article className={styles.layout}>
        <div className={styles.visual}>
          <ToolImage
            key={tool.id}
            sources={[imageSrc(tool.snapshot), imageSrc(tool.image)]}
            host={host}
            alt={`Screenshot of ${tool.name}`}
            className={styles.image}
          />
        </div>
        <div className={styles.info}>
          <header className={styles.header}>
            {icon ? (
              <img className={styles.favicon} src={icon} alt="" width={48} height={48} />
            ) : (
              <span className={styles.initial} aria-hidden="true">
                {initialOf(tool.name)}
              </span>
            )}
            <div className={styles.titles}>
              <h1 className={styles.name}>{tool.name}</h1>
              <span className={styles.category}>{tool.category}</span>
            </div>
          </header>
          <p className={styles.description}>{tool.description.trim() || messages.noDescription}</p>
          {href ? (
            <a className={styles.host} href={href} target="_blank" rel="noopener noreferrer">
              {host}
            </a>
          ) : (
            <span className={styles.host}>{host}</span>
          )}
          {keywords.length > 0 && (
            <section aria-labelledby="keywords-heading">
              <h2 id="keywords-heading" className={styles.subheading}>
                Keywords
              </h2>
              <ul className={styles.keywords}>
                {keywords.map((k) => (
                  <li key={k} className={styles.keyword}>
                    {k}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className={styles.actions}>
            {href && (
              <a className="btn btn-primary" href={href} target="_blank" rel="noopener noreferrer">
                <ExternalLink size={16} aria-hidden="true" />
                Visit Website
              </a>
            )}
            <button type="button" className="btn" onClick={() => setEditing(true)}>
              <Pencil size={16} aria-hidden="true" />
              Edit
            </button>
            <button type="button" className="btn" onClick={() => void handleDelete(tool)}>
              <Trash2 size={16} aria-hidden="true" />
              Delete
            </button>
          </div>
        </div>
      </article>
      {editing && (
        <EditToolModal
          tool={tool}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setTool(saved);
            store.toolUpdated(saved);
          }}
        />
      )}
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/" className={`btn btn-ghost ${styles.back}`}>
      <ArrowLeft size={16} aria-hidden="true" />
      Go Back
    </Link>
  );
}
