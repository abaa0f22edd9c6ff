select cast(strftime(timezone($4, t.created_at), '%Y-%m-%d') as varchar) as d0, cast(hour(timezone($4, t.created_at)) as varchar) as d1, count(*) as n from clicks t where t.workspace_id = cast($1 as uuid) and t.created_at >= cast($2 as timestamptz) and t.created_at < cast($3 as timestamptz) and t.save_traffic and not t.is_simulated
             group by 1, 2
-- values: ["00000000-0000-4000-8000-000000000001","2026-11-01T00:00:00.000Z","2026-11-08T00:00:00.000Z","Europe/Berlin"]
