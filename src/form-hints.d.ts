// Types for the modules of the forms' hints (scripts/form-hints.ts).
declare module 'virtual:atlas/hints/*' {
  const hints: import('./components/hand-builder/hints').FormHints;
  export default hints;
}
