-- Locates, by line as the user's editor shows it (the header is line 1), the values that the daily
-- summing (daily.sql, or daily-file.sql for a pre-summed file) could not take: an empty date or state,
-- an amount (or Sales) that is not a plain decimal with at most two places, a Transactions that is not
-- a whole number, an unknown channel, a row of a daily file repeating an earlier row's (date, state,
-- channel), and a line ending unlike the header's (which stops DuckDB's CSV reader outright). It runs
-- only when a file has problems, so it may read the whole file as text: DuckDB's CSV reader gives no
-- line numbers for the rows it accepted.
--
-- Parameters: $file, the path of the CSV file; $fields, the number of columns; $amount, $count and
-- $channel, the column (1-based) of the amount or Sales, of Transactions and of Channel, 0 where the
-- layout has none; $repeats, whether a (date, state, channel) may appear only once (a daily file);
-- $limit, how many problems to return at most.
-- Rows out: line, column (1-based), kind ('date', 'state', 'decimal', 'count', 'channel', 'repeated',
-- 'line-ending'), value (for 'repeated', the line of the first such row), total (how many problems
-- there are in all).
WITH lines AS MATERIALIZED (
  -- Each line with its number: the list of lines zipped with 1 … n, then unnested (linear; UNNEST WITH
  -- ORDINALITY over a list of millions is not).
  SELECT u[1] AS line, ends_with(u[2], chr(13)) AS crlf, rtrim(u[2], chr(13)) AS text
  FROM (
    SELECT unnest(list_zip(range(1, len(parts) + 1), parts)) AS u
    FROM (SELECT string_split(content, chr(10)) AS parts FROM read_text($file))
  )
),
cells AS (
  -- Each field plain or RFC 4180 quoted, unquoted; rows of another shape are the CSV reader's to reject.
  SELECT line, list_transform(regexp_extract_all(',' || text, ',("(?:[^"]|"")*"|[^",]*)', 1),
    lambda f: CASE WHEN starts_with(f, '"') THEN replace(f[2:-2], '""', '"') ELSE f END) AS f
  FROM lines
  WHERE line > 1
    AND regexp_full_match(text, '("(?:[^"]|"")*"|[^",]*)(,("(?:[^"]|"")*"|[^",]*)){' || (CAST($fields AS INTEGER) - 1) || '}')
),
keyed AS (
  SELECT line, f,
    CASE WHEN CAST($channel AS INTEGER) > 0 THEN f[CAST($channel AS INTEGER)] ELSE '' END AS channel
  FROM cells
),
problems AS (
  SELECT line, 1 AS "column", 'date' AS kind, f[1] AS value FROM keyed WHERE f[1] = ''
  UNION ALL
  SELECT line, 2, 'state', f[2] FROM keyed WHERE f[2] = ''
  UNION ALL
  SELECT line, CAST($amount AS INTEGER), 'decimal', f[CAST($amount AS INTEGER)] FROM keyed
  WHERE NOT regexp_full_match(f[CAST($amount AS INTEGER)], '-?[0-9]{1,16}(\.[0-9]{1,2})?')
  UNION ALL
  SELECT line, CAST($count AS INTEGER), 'count', f[CAST($count AS INTEGER)] FROM keyed
  WHERE CAST($count AS INTEGER) > 0 AND NOT regexp_full_match(f[CAST($count AS INTEGER)], '[0-9]{1,18}')
  UNION ALL
  SELECT line, CAST($channel AS INTEGER), 'channel', channel FROM keyed
  WHERE CAST($channel AS INTEGER) > 0 AND channel NOT IN ('', 'Direct', 'Marketplace', 'Exempt')
  UNION ALL
  SELECT line, 1, 'repeated', CAST(first AS VARCHAR) FROM (
    SELECT line, min(line) OVER (PARTITION BY day, f[2], coalesce(nullif(channel, ''), 'Direct')) AS first
    FROM (SELECT *, try_cast(f[1] AS DATE) AS day FROM keyed)
    WHERE CAST($repeats AS BOOLEAN) AND day IS NOT NULL AND f[2] <> ''
  )
  WHERE line > first
  UNION ALL
  SELECT l.line, 1, 'line-ending', CASE WHEN l.crlf THEN 'CRLF' ELSE 'LF' END
  FROM lines AS l, (SELECT crlf FROM lines WHERE line = 1) AS header
  WHERE l.line > 1 AND l.crlf <> header.crlf AND NOT (l.text = '' AND NOT l.crlf)
)
SELECT line, "column", kind, value, count(*) OVER () AS total
FROM problems
ORDER BY line, "column"
LIMIT CAST($limit AS INTEGER)
