/** Fills `{name}` placeholders of a UI string from `params`; unknown ones stay visible. Safe to ship to the browser. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
