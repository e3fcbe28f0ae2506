import { seed } from '../lib/seed.js';
const r = await seed({ dataDir: process.argv[2]!, tools: Number(process.argv[3]), categories: 200, otherAccounts: 4, toolsPerOtherAccount: 5000, seed: 7, log: console.log });
console.log(r.seconds, r.main, r.totalTools);
