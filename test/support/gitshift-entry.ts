/** The `gitshift` command run from source, for tests that need it as a real process (signals, exit codes). */
import { main } from '../../src/cli/main.js';

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  colour: false,
});
