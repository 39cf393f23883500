/** The staff Access page renders nothing (spec 000 section 2.2: nothing visible, its purpose not shown); the tab's title names it. */
export function AccessScreen() {
  return null;
}
