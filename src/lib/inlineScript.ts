/**
 * The text of an inline <script> that calls `boot` with `args` (each written as JSON), minified.
 * The boot scripts are readable TypeScript functions in src/scripts/boot/; only a function's own
 * source is shipped, so it must use nothing from outside its body (type imports are fine: they are
 * gone once compiled). Built at build time only: pages hash the result for their policy.
 */
import { transformSync } from 'esbuild';

export function inlineScript<Args extends unknown[]>(boot: (...args: Args) => void, ...args: Args): string {
  const call = `(${boot.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
  return transformSync(call, { loader: 'js', minify: true, target: 'es2020' }).code.trim();
}
