// The operator console: no federation, so no async boundary is needed; the screen code loads with the entry.
import './main';
