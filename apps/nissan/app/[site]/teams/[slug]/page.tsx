import { createTeamPage } from "@forecourt/storefront/pages/location-pages";
import { template } from "../../../../template";

const route = createTeamPage(template);
export default route.TeamPage;
export const generateMetadata = route.generateMetadata;
