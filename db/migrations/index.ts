// Migrations are listed statically so they work both under tsx and inside the Vite server bundle.
// Add new files here in date order; landed migrations are frozen.
import type { Migration } from 'kysely';
import * as m20261121120000 from './2026_11_21_120000_initial';
import * as m20261121130000 from './2026_11_21_130000_search_index';
import * as m20261121140000 from './2026_11_21_140000_chat_session_selection';
import * as m20261121150000 from './2026_11_21_150000_listing_facts';
import * as m20261125110000 from './2026_11_25_110000_agent_answers';
import * as m20261125150000 from './2026_11_25_150000_lead_sources';
import * as m20261125151000 from './2026_11_25_151000_integrations';
import * as m20261125180000 from './2026_11_25_180000_jobs';
import * as m20261125180100 from './2026_11_25_180100_document_status';
import * as m20261127181800 from './2026_11_27_181800_ocr_pages';
import * as m20261127210000 from './2026_11_27_210000_job_groups';
import * as m20261128310000 from './2026_11_28_310000_rate_limits';
import * as m20261128290000 from './2026_11_28_290000_open_houses';
import * as m20261128290100 from './2026_11_28_290100_kiosk_sessions';
import * as m20261128301000 from './2026_11_28_301000_follow_ups';
import * as m20261128302000 from './2026_11_28_302000_seller_reports';
import * as m20261128320000 from './2026_11_28_320000_search_scope';
import * as m20261128320100 from './2026_11_28_320100_postgres_search';

export const migrations: Record<string, Migration> = {
  '2026_11_21_120000_initial': m20261121120000,
  '2026_11_21_130000_search_index': m20261121130000,
  '2026_11_21_140000_chat_session_selection': m20261121140000,
  '2026_11_21_150000_listing_facts': m20261121150000,
  '2026_11_25_110000_agent_answers': m20261125110000,
  '2026_11_25_150000_lead_sources': m20261125150000,
  '2026_11_25_151000_integrations': m20261125151000,
  '2026_11_25_180000_jobs': m20261125180000,
  '2026_11_25_180100_document_status': m20261125180100,
  '2026_11_27_181800_ocr_pages': m20261127181800,
  '2026_11_27_210000_job_groups': m20261127210000,
  '2026_11_28_310000_rate_limits': m20261128310000,
  '2026_11_28_290000_open_houses': m20261128290000,
  '2026_11_28_290100_kiosk_sessions': m20261128290100,
  '2026_11_28_301000_follow_ups': m20261128301000,
  '2026_11_28_302000_seller_reports': m20261128302000,
  '2026_11_28_320000_search_scope': m20261128320000,
  '2026_11_28_320100_postgres_search': m20261128320100,
};
