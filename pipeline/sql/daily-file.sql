-- Reads a pre-summed daily file, daily/<CODE>.csv (Date,State,Sales,Transactions, or
-- Date,State,Channel,Sales,Transactions): the output of the daily summing (daily.sql) run elsewhere, on
-- an engine such as Spark SQL or BigQuery, for a firm whose sales outgrow one machine. Same checks and
-- the same kinds of rows out as daily.sql: a row the CSV reader cannot read as State us_state stops it;
-- Date is checked to be YYYY-MM-DD and a day of the calendar; Sales is checked to be a plain decimal
-- with at most two places and Transactions a whole number, each within the largest amount and count a
-- study may hold (pipeline/limits.ts), before they are converted (DuckDB's own casts would round 1.234
-- and 1.5); Channel is Direct, Marketplace, Exempt, Resale, Not Taxable or blank (Direct). A file without the Channel column
-- is all Direct.
--
-- Parameters: $file, the path of the CSV file; $first and $last, the first and last day read
-- (YYYY-MM-DD); the variable channel_column, whether the file has the Channel column (see daily.sql).
--
-- Rows out as daily.sql's, and one more kind:
--   'repeated' rows: rows dated in the range whose (date, state, channel) an earlier row of the file
--              already gave (each is given once); the reader then locates them by line (sales-lines.ts)
WITH source AS (
  SELECT "Date", "State", NULL AS "Channel", "Sales", "Transactions"
  FROM read_csv($file,
    header = true, auto_detect = false, delim = ',', quote = '"', escape = '"',
    max_line_size = 1048576,
    columns = {'Date': 'VARCHAR', 'State': 'us_state', 'Sales': 'VARCHAR', 'Transactions': 'VARCHAR'})
  WHERE NOT getvariable('channel_column')
  UNION ALL
  SELECT "Date", "State", "Channel", "Sales", "Transactions"
  FROM read_csv($file,
    header = true, auto_detect = false, delim = ',', quote = '"', escape = '"',
    max_line_size = 1048576,
    columns = {'Date': 'VARCHAR', 'State': 'us_state', 'Channel': 'VARCHAR', 'Sales': 'VARCHAR', 'Transactions': 'VARCHAR'})
  WHERE getvariable('channel_column')
),
daily AS (
  SELECT
    "Date" AS date,
    "State" AS state,
    CASE coalesce("Channel", 'Direct') WHEN 'Direct' THEN 0 WHEN 'Marketplace' THEN 1 WHEN 'Exempt' THEN 2
      WHEN 'Resale' THEN 3 WHEN 'Not Taxable' THEN 4 END AS channel,
    CASE WHEN regexp_full_match("Sales", '-?0*[0-9]{1,12}(\.[0-9]{1,2})?')
      THEN CAST("Sales" AS DECIMAL(18, 2)) END AS sales,
    CASE WHEN regexp_full_match("Transactions", '0*[0-9]{1,12}') THEN CAST("Transactions" AS BIGINT) END AS transactions
  FROM source
),
range AS (
  SELECT CAST($first AS DATE) AS first_day, CAST($last AS DATE) AS last_day
),
sums AS (
  SELECT date, state, channel, sum(sales) AS sales, sum(transactions) AS transactions,
    count(*) FILTER (WHERE sales IS NOT NULL AND transactions IS NOT NULL) AS readable,
    count(*) FILTER (WHERE sales IS NULL OR transactions IS NULL) AS invalid
  FROM daily
  GROUP BY date, state, channel
),
-- A date that is not YYYY-MM-DD or no day of the calendar is NULL here, its rows invalid (see daily.sql).
days AS MATERIALIZED (
  SELECT CASE WHEN regexp_full_match(date, '[0-9]{4}-[0-9]{2}-[0-9]{2}') THEN try_cast(date AS DATE) END AS day, * EXCLUDE (date)
  FROM sums
)
SELECT NULL AS kind, CAST(enum_code(state) AS INTEGER) AS state, CAST(date_diff('day', DATE '1970-01-01', day) AS INTEGER) AS day,
  channel, CASE WHEN abs(sales) < 90071992547409.92 THEN CAST(sales * 100 AS DOUBLE) END AS sales,
  CASE WHEN transactions < 9007199254740992 THEN CAST(transactions AS DOUBLE) END AS transactions, NULL AS rows
FROM days, range
WHERE day BETWEEN first_day AND last_day AND state IS NOT NULL AND channel IS NOT NULL AND readable > 0
UNION ALL
SELECT 'outside', NULL, NULL, NULL, NULL, NULL, coalesce(sum(readable), 0)
FROM days, range
WHERE day IS NOT NULL AND state IS NOT NULL AND channel IS NOT NULL AND NOT (day BETWEEN first_day AND last_day)
UNION ALL
SELECT 'invalid', NULL, NULL, NULL, NULL, NULL,
  coalesce(sum(invalid + CASE WHEN day IS NULL OR state IS NULL OR channel IS NULL THEN readable ELSE 0 END), 0)
FROM days
UNION ALL
SELECT 'repeated', NULL, NULL, NULL, NULL, NULL, coalesce(sum(readable + invalid - 1), 0)
FROM days, range
WHERE day BETWEEN first_day AND last_day AND state IS NOT NULL AND channel IS NOT NULL AND readable + invalid > 1
ORDER BY kind NULLS FIRST, state, day, channel
