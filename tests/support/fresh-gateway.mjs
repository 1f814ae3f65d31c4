#!/usr/bin/env node
// Starts the built gateway on a fresh data folder (emptied first), for end-to-end runs.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('.tmp')) throw new Error('DATA_DIR must point into .tmp/ for a test run.');
rmSync(dataDir, { recursive: true, force: true });
await import('../../apps/gateway/dist/bin.js');
