-- Top queries by total execution time, from pg_stat_statements.
-- Enable once:  CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
--   (and add it to shared_preload_libraries, then restart)
-- Run:  psql "$DATABASE_URL" -f top_queries.sql
-- Reset counters after a fix:  SELECT pg_stat_statements_reset();

\pset pager off

SELECT
    round(total_exec_time::numeric / 1000, 1)                     AS total_s,
    calls,
    round(mean_exec_time::numeric, 2)                             AS mean_ms,
    round((100 * total_exec_time / sum(total_exec_time) OVER ())::numeric, 1) AS pct,
    rows / GREATEST(calls, 1)                                     AS rows_per_call,
    round(100.0 * shared_blks_hit
          / NULLIF(shared_blks_hit + shared_blks_read, 0), 1)     AS cache_hit_pct,
    left(regexp_replace(query, '\s+', ' ', 'g'), 120)             AS query
FROM pg_stat_statements
WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
ORDER BY total_exec_time DESC
LIMIT 20;

-- Tables read mostly by sequential scans (candidates for an index).
SELECT relname,
       seq_scan,
       idx_scan,
       n_live_tup
FROM pg_stat_user_tables
WHERE seq_scan > coalesce(idx_scan, 0)
  AND n_live_tup > 10000
ORDER BY seq_scan DESC
LIMIT 10;
