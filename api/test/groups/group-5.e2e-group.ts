import { runE2eGroup } from './run-e2e-group';

runE2eGroup(5);
