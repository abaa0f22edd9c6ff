select toString(t.created_us) as us, toString(t.click_id) as id from clicks as t final
           where t.deleted = 0 and t.workspace_id = toUUID('00000000-0000-4000-8000-000000000001') and t.created_at >= toDateTime(1793491200) and t.created_at <= toDateTime(1794096000)
          and t.created_us >= 1793491200000000 and t.created_us < 1794096000000000 and t.save_traffic = 1 and t.is_simulated = 0 and t.campaign_id = toUUID('00000000-0000-4000-8000-00000000000c') and ifNull(t.country in ('DE', 'FR'), 0) and t.is_bot = 0 and t.outcome not in ('no_match', 'show_404') order by t.created_us desc, toString(t.click_id) desc limit 50
-- values: []
