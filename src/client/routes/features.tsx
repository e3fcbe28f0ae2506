// The marketing page of spec §1–2. Every claim here is true of Toolspace as shipped (DESIGN.md):
// keep it that way when the product changes.
import { Check, Camera, Lock, Minus, Search, Server, Tags, Wand2 } from 'lucide-react';
import styles from './features.module.css';

const points = [
  {
    Icon: Wand2,
    title: 'Auto-extract',
    text: 'Paste a link and the server fetches the page itself, filling in its title, description, preview image, favicon and keywords. YouTube, X and Reddit links get their own readers.',
  },
  {
    Icon: Camera,
    title: 'Visual snapshots',
    text: 'A headless Chromium takes a snapshot of each page in the background, so you recognise a link at a glance. Three attempts, then it gives up quietly.',
  },
  {
    Icon: Tags,
    title: 'Smart tagging',
    text: 'Keywords found on the page are merged with your own: split on commas, trimmed, duplicates dropped, whatever the capitalisation.',
  },
  {
    Icon: Search,
    title: 'Deep search',
    text: 'Search looks across name, category, keywords, description and URL, and the server pages the results, so a collection of 100,000 links stays quick.',
  },
  {
    Icon: Lock,
    title: 'Privacy first',
    text: 'Preview images and favicons are downloaded once and served from your own server, so browsing your collection never contacts a third party. No tracking, no outside metadata services.',
  },
  {
    Icon: Server,
    title: 'Zero setup',
    text: 'One command starts it with an embedded SQLite database. Point it at PostgreSQL when you outgrow that. Import the bookmark file your browser exports, and export everything back at any time.',
  },
];

type Mark = 'yes' | 'no' | 'partial';
const rows: Array<{ feature: string; toolspace: Mark; browser: Mark; hosted: Mark }> = [
  {
    feature: 'Runs on your own server; your data stays with you',
    toolspace: 'yes',
    browser: 'partial',
    hosted: 'no',
  },
  {
    feature: 'Previews served from your own origin, no third-party requests',
    toolspace: 'yes',
    browser: 'no',
    hosted: 'no',
  },
  {
    feature: 'Title, description, image and favicon filled in for you',
    toolspace: 'yes',
    browser: 'no',
    hosted: 'yes',
  },
  { feature: 'Visual page snapshots', toolspace: 'yes', browser: 'no', hosted: 'partial' },
  {
    feature: 'Search across name, category, keywords, description and URL',
    toolspace: 'yes',
    browser: 'partial',
    hosted: 'partial',
  },
  {
    feature: 'Several accounts on one install, each private',
    toolspace: 'yes',
    browser: 'no',
    hosted: 'yes',
  },
  {
    feature: 'Imports and exports browser bookmark files',
    toolspace: 'yes',
    browser: 'yes',
    hosted: 'partial',
  },
  {
    feature: 'Works with SQLite out of the box, PostgreSQL optional',
    toolspace: 'yes',
    browser: 'no',
    hosted: 'no',
  },
];

const markLabel: Record<Mark, string> = { yes: 'Yes', no: 'No', partial: 'Partly' };

function MarkCell({ mark }: { mark: Mark }) {
  return (
    <td className={styles[mark]}>
      {mark === 'yes' ? <Check size={18} aria-hidden="true" /> : <Minus size={18} aria-hidden="true" />}
      <span className={mark === 'partial' ? styles.markText : 'visually-hidden'}>{markLabel[mark]}</span>
    </td>
  );
}

export default function FeaturesPage() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Features</p>
        <h1 className={styles.title}>
          A bookmark manager that does the busywork and keeps your data at home.
        </h1>
        <p className={styles.lead}>
          Toolspace is self-hosted and multi-user. Save a link under a space with a few keywords, and it takes
          care of the rest.
        </p>
      </header>
      <ul className={styles.grid}>
        {points.map(({ Icon, title, text }) => (
          <li key={title} className={styles.point}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={22} />
            </span>
            <h2 className={styles.pointTitle}>{title}</h2>
            <p className={styles.pointText}>{text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="compare-heading" className={styles.compare}>
        <h2 id="compare-heading" className={styles.compareTitle}>
          How it compares
        </h2>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="compare-heading">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col" className={styles.us}>
                  Toolspace
                </th>
                <th scope="col">Browser bookmarks</th>
                <th scope="col">Hosted bookmark services</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  <MarkCell mark={row.toolspace} />
                  <MarkCell mark={row.browser} />
                  <MarkCell mark={row.hosted} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
