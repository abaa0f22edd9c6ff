select toString(formatDateTime(t.created_at, '%Y-%m-%d', 'Europe/Berlin')) as d0, toString(toHour(t.created_at, 'Europe/Berlin')) as d1, count() as n from clicks as t final where t.deleted = 0 and t.workspace_id = toUUID('00000000-0000-4000-8000-000000000001') and t.created_at >= toDateTime(1793491200) and t.created_at <= toDateTime(1794096000)
          and t.created_us >= 1793491200000000 and t.created_us < 1794096000000000 and t.save_traffic = 1 and t.is_simulated = 0
             group by d0, d1
-- values: []
