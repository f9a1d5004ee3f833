// Operator HTML rendered once sanitized: the shared component (the operator console previews with it too).
export { SafeHtml } from '@site/shared/src/ui/SafeHtml';
