// @forecourt/db/seed: the deterministic demo dataset (issue 2 item 4, docs/demo-data.md).
// The loader calls generateDemoDataset({ now }) at seed time and records datasetHash.
export { DEMO_REFERENCE_DATE, DEFAULT_CAR_COUNT, type DemoDataset, type DemoOptions, generateDemoDataset } from "./generator";
export { datasetHash } from "./hash";
export { postcodes, type PostcodeEntry } from "./postcodes";
export { carColours, type CarColour } from "./catalogue";
export { offersForSite } from "./content";
export { DEFAULT_SEED } from "./random";
export { demoTurnstileKeys } from "./sites";
export { demoReservationSites } from "./sites";
export { DEFAULT_PRIVATE_VEHICLES, generateRegistry, generateSoldHistory, registryStateKey, type RegistryRow, type SoldRow } from "./registry";
