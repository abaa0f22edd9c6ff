select cast(t.os as varchar) as k, t.status, count(*) as n from conversions t
           where t.workspace_id = cast($1 as uuid) and t.click_created_at >= cast($2 as timestamptz) and t.click_created_at < cast($3 as timestamptz) and t.save_traffic and not t.is_simulated and coalesce(list_contains(from_json($4, '["VARCHAR"]'), t.country), false) and list_contains(from_json($5, '["VARCHAR"]'), t.status)
           group by 1, 2
-- values: ["00000000-0000-4000-8000-000000000001","2026-11-01T00:00:00.000Z","2026-11-08T00:00:00.000Z","[\"DE\"]","[\"lead\",\"sale\"]"]
