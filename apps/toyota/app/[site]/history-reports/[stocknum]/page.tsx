import { createHistoryReportPage } from "@forecourt/storefront/vehicle/history-report-page";
import { template } from "../../../../template";

const route = createHistoryReportPage(template);
export default route.HistoryReportPage;
export const generateMetadata = route.generateMetadata;
