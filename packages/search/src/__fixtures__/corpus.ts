/**
 * A small hand-made corpus for engine tests. Each page is a realistic Dagster docs page in
 * miniature; comments in the ranking tests refer to these records by url.
 */
import type { DocSearchRecord } from '../records/types.ts';
import { rec } from './records.ts';

export const CORPUS: DocSearchRecord[] = [
  // Page A: schedules guide
  rec({ path: '/guides/automate/schedules', type: 'lvl1', h: ['Automate', 'Schedules'], pageRank: 3, position: 0 }),
  rec({ path: '/guides/automate/schedules', type: 'content', h: ['Automate', 'Schedules'], content: 'Schedules launch runs at fixed intervals using cron strings.', pageRank: 3, position: 1 }),
  rec({ path: '/guides/automate/schedules', anchor: 'defining-a-schedule', type: 'lvl2', h: ['Automate', 'Schedules', 'Defining a schedule'], pageRank: 3, position: 2 }),
  rec({ path: '/guides/automate/schedules', anchor: 'defining-a-schedule', type: 'content', h: ['Automate', 'Schedules', 'Defining a schedule'], content: 'Use ScheduleDefinition to define a schedule for a job.', pageRank: 3, position: 3 }),
  rec({ path: '/guides/automate/schedules', anchor: 'timezones', type: 'lvl2', h: ['Automate', 'Schedules', 'Timezones'], pageRank: 3, position: 4 }),
  rec({ path: '/guides/automate/schedules', anchor: 'timezones', type: 'content', h: ['Automate', 'Schedules', 'Timezones'], content: 'Schedules run in UTC unless execution_timezone is set.', pageRank: 3, position: 5 }),
  // Page B: sensors guide
  rec({ path: '/guides/automate/sensors', type: 'lvl1', h: ['Automate', 'Sensors'], pageRank: 3, position: 0 }),
  rec({ path: '/guides/automate/sensors', type: 'content', h: ['Automate', 'Sensors'], content: 'Sensors react to external events and can launch runs.', pageRank: 3, position: 1 }),
  rec({ path: '/guides/automate/sensors', anchor: 'asset-sensors', type: 'lvl2', h: ['Automate', 'Sensors', 'Asset sensors'], pageRank: 3, position: 2 }),
  rec({ path: '/guides/automate/sensors', anchor: 'asset-sensors', type: 'content', h: ['Automate', 'Sensors', 'Asset sensors'], content: 'An asset sensor triggers when an asset is materialized.', pageRank: 3, position: 3 }),
  // Page C: API reference (execution)
  rec({ path: '/api/python-api/execution', type: 'lvl1', h: ['API', 'Execution'], pageRank: 2, position: 0 }),
  rec({ path: '/api/python-api/execution', anchor: 'dagster.AssetExecutionContext', type: 'lvl2', h: ['API', 'Execution', 'AssetExecutionContext'], pageRank: 2, position: 1 }),
  rec({ path: '/api/python-api/execution', anchor: 'dagster.AssetExecutionContext', type: 'content', h: ['API', 'Execution', 'AssetExecutionContext'], content: 'The context object available as the first argument to an asset compute function.', pageRank: 2, position: 2 }),
  rec({ path: '/api/python-api/execution', anchor: 'dagster.OpExecutionContext', type: 'lvl2', h: ['API', 'Execution', 'OpExecutionContext'], pageRank: 2, position: 3 }),
  rec({ path: '/api/python-api/execution', anchor: 'dagster.OpExecutionContext', type: 'content', h: ['API', 'Execution', 'OpExecutionContext'], content: 'The context object passed to op compute functions.', pageRank: 2, position: 4 }),
  // Page D: installation
  rec({ path: '/getting-started/installation', type: 'lvl1', h: ['Getting Started', 'Installation'], pageRank: 5, position: 0 }),
  rec({ path: '/getting-started/installation', type: 'content', h: ['Getting Started', 'Installation'], content: 'Install Dagster with pip install dagster dagster-webserver.', pageRank: 5, position: 1 }),
  rec({ path: '/getting-started/installation', anchor: 'installation-steps', type: 'lvl2', h: ['Getting Started', 'Installation', 'Installation steps'], pageRank: 5, position: 2 }),
  rec({ path: '/guides/deploy/cli', anchor: 'install-the-cli', type: 'lvl2', h: ['Deploy', 'Deployment CLI', 'Install the CLI'], pageRank: 0, position: 2 }),
  // Page E: assets
  rec({ path: '/guides/build/assets', type: 'lvl1', h: ['Build', 'Defining assets'], pageRank: 3, position: 0 }),
  rec({ path: '/guides/build/assets', type: 'content', h: ['Build', 'Defining assets'], content: 'An asset is an object in persistent storage, such as a table or a file.', pageRank: 3, position: 1 }),
  rec({ path: '/guides/build/assets', anchor: 'asset-checks', type: 'lvl2', h: ['Build', 'Defining assets', 'Asset checks'], pageRank: 3, position: 2 }),
  rec({ path: '/guides/build/assets', anchor: 'asset-checks', type: 'content', h: ['Build', 'Defining assets', 'Asset checks'], content: 'Checks run after materialization and report their results.', pageRank: 3, position: 3 }),
  // Page F: Snowflake integration
  rec({ path: '/integrations/libraries/snowflake', type: 'lvl1', h: ['Libraries', 'Snowflake'], pageRank: 1, position: 0 }),
  rec({ path: '/integrations/libraries/snowflake', type: 'content', h: ['Libraries', 'Snowflake'], content: 'Configure a SnowflakeResource to query Snowflake from an asset.', pageRank: 1, position: 1 }),
  // Page G: plurals
  rec({ path: '/guides/operate/run-storage', type: 'lvl1', h: ['Operate', 'Run storage'], pageRank: 0, position: 0 }),
  rec({ path: '/guides/operate/run-storage', anchor: 'query-history', type: 'lvl2', h: ['Operate', 'Run storage', 'Query history'], pageRank: 0, position: 1 }),
  rec({ path: '/guides/operate/run-storage', anchor: 'retention-policies', type: 'lvl2', h: ['Operate', 'Run storage', 'Retention policies'], pageRank: 0, position: 2 }),
  // Page H: CLI reference
  rec({ path: '/api/dagster-cli', type: 'lvl1', h: ['API', 'Dagster CLI'], pageRank: 2, position: 0 }),
  rec({ path: '/api/dagster-cli', anchor: 'dagster-asset-materialize', type: 'lvl2', h: ['API', 'Dagster CLI', 'dagster asset materialize'], pageRank: 2, position: 1 }),
  rec({ path: '/api/dagster-cli', anchor: 'dagster-asset-materialize', type: 'content', h: ['API', 'Dagster CLI', 'dagster asset materialize'], content: 'Pass --dry-run to print the plan. Rate limited requests fail with HTTP 429.', pageRank: 2, position: 2 }),
  // Page I/J: typo and attribute contrasts
  rec({ path: '/about/contest', type: 'lvl1', h: ['About', 'Contest rules'], pageRank: 0, position: 0 }),
  rec({ path: '/guides/operate/materialization-history', anchor: 'materialization', type: 'lvl2', h: ['Operate', 'History', 'Materialization'], pageRank: 0, position: 1 }),
  // Page K/L: proximity contrast (neutral hierarchy)
  rec({ path: '/examples/far', type: 'content', h: ['Examples', 'Far apart'], content: 'The asset is large and only then is the final check done.', pageRank: 5, position: 1 }),
  rec({ path: '/examples/near', type: 'content', h: ['Examples', 'Close together'], content: 'Run an asset check daily.', pageRank: 0, position: 1 }),
  // Page M/N: identical text, different page rank
  rec({ path: '/dagster-plus/branch-deployments', type: 'content', h: ['Deployment', 'Previews'], content: 'Preview changes in an isolated branch environment.', pageRank: 1, position: 1 }),
  rec({ path: '/guides/deploy/branching', type: 'content', h: ['Deploy', 'Environments'], content: 'Preview changes in an isolated branch environment.', pageRank: 3, position: 1 }),
];
