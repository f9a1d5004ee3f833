-- A counter window stops mattering at the end of the window after it (checks look one window back): each row
-- says when, and a periodic purge deletes the rows past it (they were kept for ever).
ALTER TABLE rate_counters ADD COLUMN expires_at timestamptz;
-- Existing rows: the longest window in use is an hour.
UPDATE rate_counters SET expires_at = window_start + interval '2 hours';
ALTER TABLE rate_counters ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX rate_counters_expires_idx ON rate_counters (expires_at);
