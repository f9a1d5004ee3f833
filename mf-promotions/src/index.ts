// An async boundary so shared singletons are negotiated before app code runs.
import('./bootstrap');
