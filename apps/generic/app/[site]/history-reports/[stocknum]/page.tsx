import { storefront } from "../../../../storefront";

export default storefront.historyReport.HistoryReportPage;
export const generateMetadata = storefront.historyReport.generateMetadata;
