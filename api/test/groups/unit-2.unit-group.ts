import { runUnitGroup } from './run-unit-group';

runUnitGroup(2);
