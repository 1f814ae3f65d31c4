-- The institutions a batch's events belong to (issue 29): processing re-derives their days only, not the days of
-- every institution with events on them. NULL (a restated month, batches stored before this column) means every
-- institution with raw events on the batch's days.
ALTER TABLE ingest_batches ADD COLUMN accounts uuid[];
