// The one sanitizer of operator HTML on the screens, shared with the operator console.
export { loadSanitizer, type Sanitize } from '@site/shared/src/content/safe-html';
