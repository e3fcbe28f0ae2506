// The Import / Export section of /profile: pick or drop a bookmark file (browser export, Pocket list,
// or a Toolspace JSON backup), watch the upload and then the capture, read what happened, and download
// the collection as a browser bookmark file or a full backup. All file-derived text renders as text.
import { Download, Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { messageOf } from '../../lib/api.js';
import { useToolsStore } from '../tools/tools-context.js';
import styles from './import-export-section.module.css';
import { downloadExport, uploadImport, type ImportResult } from './transfer.api.js';
import { useCaptureProgress } from './use-capture-progress.js';

const count = (n: number) => n.toLocaleString('en-US');

type UploadState =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; fraction: number }
  | { state: 'error'; message: string };

export function ImportExportSection() {
  const store = useToolsStore();
  const inputId = useId();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const [result, setResult] = useState<ImportResult | null>(null);
  const [dragging, setDragging] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const { progress, watch } = useCaptureProgress();
  const busy = upload.state === 'uploading';

  async function handleFile(file: File | undefined) {
    if (!file || busy) return;
    setResult(null);
    setUpload({ state: 'uploading', name: file.name, fraction: 0 });
    try {
      const answer = await uploadImport(file, (fraction) =>
        setUpload({ state: 'uploading', name: file.name, fraction }),
      );
      setResult(answer);
      setUpload({ state: 'idle' });
      watch();
      void store.refresh();
    } catch (error) {
      setUpload({ state: 'error', message: messageOf(error, 'Import failed') });
    }
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    void handleFile(event.dataTransfer.files[0]);
  }

  async function handleExport(format: 'html' | 'json') {
    setExportError(null);
    try {
      await downloadExport(format);
    } catch (error) {
      setExportError(messageOf(error, 'Export failed'));
    }
  }

  const capturing = progress !== null && progress.queued > 0;
  return (
    <section className={styles.section} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        Import / Export
      </h2>
      <label
        htmlFor={inputId}
        className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <Upload size={20} aria-hidden="true" />
        <span>
          <strong>Choose a bookmark file</strong> or drop it here
        </span>
        <span className={styles.hint}>
          Chrome, Firefox, Safari, Edge, Pocket or any bookmarks HTML export, or a Toolspace JSON backup (up
          to 50 MB)
        </span>
        <input
          id={inputId}
          className={styles.input}
          type="file"
          accept=".html,.htm,.json,text/html,application/json"
          disabled={busy}
          onChange={(event) => {
            void handleFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>

      {upload.state === 'uploading' && (
        <div className={styles.progressRow}>
          <label htmlFor={`${inputId}-upload`}>Uploading {upload.name}…</label>
          <progress id={`${inputId}-upload`} max={1} value={upload.fraction} className={styles.progress} />
        </div>
      )}
      <div role="status" aria-live="polite" className={styles.status}>
        {upload.state === 'error' && <p className={styles.error}>{upload.message}</p>}
        {result && (
          <p className={styles.summary}>
            Imported {count(result.imported)} · {count(result.duplicates)} already saved ·{' '}
            {count(result.skipped)} skipped (not http/https) · {count(result.categories)} new categories
          </p>
        )}
      </div>
      {progress && progress.total > 0 && (
        <div className={styles.progressRow}>
          <label htmlFor={`${inputId}-capture`}>
            {capturing
              ? `Capturing ${count(progress.done)} of ${count(progress.total)}`
              : `Captured ${count(progress.total)} imported links`}
            {progress.failed > 0 ? ` (${count(progress.failed)} could not be fetched)` : ''}
          </label>
          <progress
            id={`${inputId}-capture`}
            max={progress.total}
            value={progress.done}
            className={styles.progress}
          />
        </div>
      )}

      <div className={styles.exports}>
        <button type="button" className="btn" onClick={() => void handleExport('html')}>
          <Download size={16} aria-hidden="true" />
          Export bookmarks (HTML)
        </button>
        <button type="button" className="btn" onClick={() => void handleExport('json')}>
          <Download size={16} aria-hidden="true" />
          Download full backup (JSON)
        </button>
      </div>
      {exportError && (
        <p role="alert" className={styles.error}>
          {exportError}
        </p>
      )}
    </section>
  );
}
