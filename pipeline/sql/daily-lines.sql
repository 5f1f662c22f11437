-- Locates, by line as the user's editor shows it (the header is line 1), the values that the daily
-- summing (daily.sql, or daily-file.sql for a pre-summed file) could not take: an empty date or state,
-- an amount (or Sales) that is not a plain decimal with at most two places, a Transactions that is not a whole number, and
-- a line ending unlike the header's (which stops DuckDB's CSV reader outright). It runs only when a
-- file has problems, so it may read the whole file as text: DuckDB's CSV reader gives no line numbers
-- for the rows it accepted.
--
-- Parameters: $file, the path of the CSV file; $fields, 3 (Date,State,Amount) or 4
-- (Date,State,Sales,Transactions); $limit, how many problems to return at most.
-- Rows out: line, column (1-based), kind ('date', 'state', 'decimal', 'count', 'line-ending'), value,
-- total (how many problems there are in all).
WITH lines AS MATERIALIZED (
  -- Each line with its number: the list of lines zipped with 1 … n, then unnested (linear; UNNEST WITH
  -- ORDINALITY over a list of millions is not).
  SELECT u[1] AS line, ends_with(u[2], chr(13)) AS crlf, rtrim(u[2], chr(13)) AS text
  FROM (
    SELECT unnest(list_zip(range(1, len(parts) + 1), parts)) AS u
    FROM (SELECT string_split(content, chr(10)) AS parts FROM read_text($file))
  )
),
fields AS (
  -- Each field plain or RFC 4180 quoted; rows of another shape are the CSV reader's to reject.
  SELECT line, CASE WHEN CAST($fields AS INTEGER) = 4
    THEN regexp_extract(text, '^("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*)$',
      ['first', 'second', 'third', 'fourth'])
    ELSE regexp_extract(text, '^("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*)()$',
      ['first', 'second', 'third', 'fourth']) END AS f
  FROM lines
  WHERE line > 1 AND CASE WHEN CAST($fields AS INTEGER) = 4
    THEN regexp_matches(text, '^("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*)$')
    ELSE regexp_matches(text, '^("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*)$') END
),
cells AS (
  SELECT line,
    CASE WHEN starts_with(f.first, '"') THEN replace(f.first[2:-2], '""', '"') ELSE f.first END AS date,
    CASE WHEN starts_with(f.second, '"') THEN replace(f.second[2:-2], '""', '"') ELSE f.second END AS state,
    CASE WHEN starts_with(f.third, '"') THEN replace(f.third[2:-2], '""', '"') ELSE f.third END AS amount,
    CASE WHEN starts_with(f.fourth, '"') THEN replace(f.fourth[2:-2], '""', '"') ELSE f.fourth END AS count
  FROM fields
),
problems AS (
  SELECT line, 1 AS "column", 'date' AS kind, date AS value FROM cells WHERE date = ''
  UNION ALL
  SELECT line, 2, 'state', state FROM cells WHERE state = ''
  UNION ALL
  SELECT line, 3, 'decimal', amount FROM cells WHERE NOT regexp_full_match(amount, '-?[0-9]{1,16}(\.[0-9]{1,2})?')
  UNION ALL
  SELECT line, 4, 'count', count FROM cells WHERE CAST($fields AS INTEGER) = 4 AND NOT regexp_full_match(count, '[0-9]{1,18}')
  UNION ALL
  SELECT l.line, 1, 'line-ending', CASE WHEN l.crlf THEN 'CRLF' ELSE 'LF' END
  FROM lines AS l, (SELECT crlf FROM lines WHERE line = 1) AS header
  WHERE l.line > 1 AND l.crlf <> header.crlf AND NOT (l.text = '' AND NOT l.crlf)
)
SELECT line, "column", kind, value, count(*) OVER () AS total
FROM problems
ORDER BY line, "column"
LIMIT CAST($limit AS INTEGER)
