/**
 * What this build's browser can do. Firefox cannot run the Google Docs bridge (a script in
 * Docs' own page world that reaches our extension by id, which only Chrome offers), so its
 * option is hidden there and the background refuses to turn it on (issue 16, point 8).
 */
export function googleDocsAvailable(): boolean {
  return !import.meta.env.FIREFOX;
}
