// Seeds the benchmark database through the product's own code: accounts through the auth service, tools
// validated by the API's input schema and written by the product's repo functions (the ones saveTool
// calls: insertCategory, insertTool, with the search triggers of migration 002), one transaction per
// batch so 100,000 rows take a minute rather than 100,000 commits. Interactive adds (saveTool, one
// commit each) are what the createTools scenario measures over HTTP.
import fs from 'node:fs';
import path from 'node:path';
import { createToolInputSchema } from '../../src/shared/schemas.js';
import { openDatabase } from '../../src/server/db/connect.js';
import { insertCategory } from '../../src/server/modules/categories/categories.repo.js';
import { insertTool } from '../../src/server/modules/tools/tools.repo.js';
import { urlKey } from '../../src/server/modules/tools/url-key.js';
import { createServices } from '../../src/server/services.js';
import { categoryNames, createRandom, createVocabulary, generateTool, type Vocabulary } from './data.js';

export interface SeedOptions {
  dataDir: string;
  tools: number;
  categories: number;
  otherAccounts: number;
  toolsPerOtherAccount: number;
  seed: number;
  log(message: string): void;
}

export interface SeededAccount {
  username: string;
  token: string;
  userId: number;
}

export interface SeedResult {
  main: SeededAccount;
  importer: SeededAccount;
  categories: string[];
  vocabulary: Vocabulary;
  totalTools: number;
  seconds: number;
}

const BATCH = 2000;
const SEED_FILE = 'bench-seed.json';
const PASSWORD = 'bench-password-1';

export async function seed(options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const database = await openDatabase({ dataDir: options.dataDir });
  const services = createServices(database, { sessionTtlMs: 7 * 24 * 3600 * 1000 });
  const random = createRandom(options.seed);
  const vocabulary = createVocabulary(random);

  async function account(username: string): Promise<SeededAccount> {
    const session = await services.auth.signup(
      { name: username, username, email: `${username}@example.test`, password: PASSWORD },
      '127.0.0.1',
    );
    const user = await services.auth.authenticate(session.token);
    if (!user) throw new Error(`cannot authenticate ${username}`);
    return { username, token: session.token, userId: user.id };
  }

  async function seedTools(userId: number, count: number, categories: string[]) {
    // Newest-first order matters to the listing, so created_at advances 30 s per tool from a fixed date.
    const base = Date.UTC(2023, 0, 1);
    for (let start = 0; start < count; start += BATCH) {
      await database.db.transaction().execute(async (trx) => {
        for (let i = start; i < Math.min(count, start + BATCH); i++) {
          const { data } = createToolInputSchema.parse({
            data: generateTool(random, vocabulary, categories, i),
          });
          const category = await insertCategory(trx, userId, data.category);
          const at = new Date(base + i * 30_000).toISOString();
          await insertTool(trx, userId, {
            category_id: category.id,
            name: data.name,
            url: data.url,
            url_key: urlKey(data.url),
            title: data.name,
            description: data.description ?? '',
            image: null,
            icon: null,
            snapshot: null,
            keywords: JSON.stringify(data.keywords),
            created_at: at,
            updated_at: at,
          });
        }
      });
      if (start % 20_000 === 20_000 - BATCH) options.log(`  … ${start + BATCH} tools`);
    }
  }

  const categories = categoryNames(random, options.categories);
  const main = await account('bench');
  options.log(`seeding ${options.tools} tools for "bench" in ${categories.length} categories`);
  await seedTools(main.userId, options.tools, categories);
  for (let a = 1; a <= options.otherAccounts; a++) {
    const other = await account(`other${a}`);
    await seedTools(other.userId, options.toolsPerOtherAccount, categoryNames(random, 30));
  }
  const importer = await account('importer');
  await database.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  await database.close();
  database.sqlite?.close();
  const result = {
    main,
    importer,
    categories,
    vocabulary,
    totalTools: options.tools + options.otherAccounts * options.toolsPerOtherAccount,
    seconds: (performance.now() - started) / 1000,
  };
  const saved: Omit<SeedResult, 'vocabulary'> & { vocabulary?: Vocabulary } = { ...result };
  delete saved.vocabulary;
  fs.writeFileSync(path.join(options.dataDir, SEED_FILE), JSON.stringify({ ...saved, seed: options.seed }));
  return result;
}

/** A data dir seeded before (`--keep`), for re-running the measurements while profiling. */
export function reuseSeed(dataDir: string): SeedResult {
  const saved = JSON.parse(fs.readFileSync(path.join(dataDir, SEED_FILE), 'utf8')) as Omit<
    SeedResult,
    'vocabulary'
  > & { seed: number };
  return { ...saved, vocabulary: createVocabulary(createRandom(saved.seed)) };
}
