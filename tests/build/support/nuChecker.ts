/**
 * The Nu HTML Checker (vnu, from the `vnu-jar` package) over a folder of built
 * pages, run with the system's Java (Debian's `default-jre-headless`; `.ci/run`
 * installs it when missing). vnu-jar's own launcher would download a Java from
 * the network when none is found: we call `java -jar` ourselves instead.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// vnu-jar's main export is the path of vnu.jar (a String object).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

export interface NuMessage {
  /** The page, relative to the checked folder. */
  file: string;
  line?: number;
  message: string;
  /** The markup around the problem, as the checker quotes it. */
  extract?: string;
}

interface RawMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Messages that are the checker's gaps, not the pages' faults. Its CSS part
 * predates CSS Transitions Level 2 and reports both of its features the
 * header's slide-in menu uses as errors: the `@starting-style` rule (where the
 * menu starts from when it opens) and `allow-discrete` in `transition` (which
 * keeps the popover drawn while it slides out). Browsers without them simply
 * show the menu without the slide. Nothing else is filtered.
 */
const checkerGaps = [
  /^CSS: Unrecognized at-rule “@starting-style”\.?$/,
  /^CSS: “transition”: “allow-discrete” is not a “transition” value\.?$/,
];

/** True when a message is one of the checker's known gaps (see checkerGaps). */
export function isCheckerGap(message: string): boolean {
  return checkerGaps.some((gap) => gap.test(message.trim()));
}

/** Every error the Nu checker finds in the HTML files of a folder, its known gaps left out. */
export async function nuErrors(dir: string): Promise<NuMessage[]> {
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJar, '--skip-non-html', '--errors-only', '--format', 'json', '--exit-zero-always', dir],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, out, err) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(new Error('The Nu HTML Checker needs Java: sudo apt-get install -y default-jre-headless'));
        } else if (error) reject(new Error(`vnu failed: ${error.message}\n${err}`));
        // --format json writes its report to stderr.
        else resolve(err || out);
      },
    );
  });
  const { messages } = JSON.parse(stdout) as { messages: RawMessage[] };
  return messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .filter((message) => !isCheckerGap(message.message))
    .map((message) => ({
      file: message.url ? relative(dir, fileURLToPath(message.url)) : '(checker)',
      line: message.lastLine,
      message: message.message,
      extract: message.extract,
    }));
}
