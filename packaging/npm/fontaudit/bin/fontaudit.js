#!/usr/bin/env node
// Runs the fontaudit binary of this platform's package (an optional dependency npm installed
// beside this one, as esbuild and Biome ship theirs): no download at install time.
// FONTAUDIT_BINARY names another binary to run instead.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');

// `${process.platform} ${process.arch}` -> the package holding the binary.
const PACKAGES = {
  'linux x64': '@fontaudit/linux-x64',
  'linux arm64': '@fontaudit/linux-arm64',
  'darwin arm64': '@fontaudit/darwin-universal',
  'darwin x64': '@fontaudit/darwin-universal',
};

function fail(message) {
  process.stderr.write(`fontaudit: ${message}\n`);
  process.exit(2);
}

function binary() {
  if (process.env.FONTAUDIT_BINARY) return process.env.FONTAUDIT_BINARY;
  const platform = `${process.platform} ${process.arch}`;
  const name = PACKAGES[platform];
  if (!name) {
    fail(`there is no prebuilt fontaudit for ${platform} (there is for ${Object.keys(PACKAGES).join(', ')}): ` +
      'build it from source (swift build -c release --product fontaudit) and set FONTAUDIT_BINARY to it');
  }
  let path;
  try {
    path = require.resolve(`${name}/bin/fontaudit`);
  } catch (error) {
    // Not `npm install <platform package>`: that makes it a dependency every other platform refuses.
    fail(`the package ${name}, which holds the binary for ${platform}, is not installed. ` +
      'It is an optional dependency of fontaudit, installed for the platform npm runs on: install ' +
      'without --no-optional or --omit=optional, and where a lockfile written on another platform ' +
      'left it out (npm/cli#4828), delete node_modules and package-lock.json and run npm install again.');
  }
  // A package manager that dropped the executable bit still gives a binary that runs.
  try { fs.accessSync(path, fs.constants.X_OK); } catch (error) { try { fs.chmodSync(path, 0o755); } catch (ignored) {} }
  return path;
}

const result = spawnSync(binary(), process.argv.slice(2), { stdio: 'inherit' });
if (result.error) fail(`could not run ${result.error.path || 'the binary'}: ${result.error.message}`);
if (result.signal) process.kill(process.pid, result.signal);
process.exit(result.status === null ? 1 : result.status);
