-- Report generation reads a page of 500 titles or items at a time (modules/counter/query.ts): these indexes let a
-- page reach its rows directly instead of scanning all of the institution's months on the platform for each page
-- (bench/counter-tr: 12 months over 5,000 titles).
CREATE INDEX counter_usage_title_idx ON counter_usage (account_id, platform, title_id, month) WHERE title_id IS NOT NULL;
CREATE INDEX counter_usage_item_idx ON counter_usage (account_id, platform, item_id, month) WHERE item_id IS NOT NULL;
