// An async boundary so Module Federation can set up shared singletons before any app code runs.
import('./bootstrap');
