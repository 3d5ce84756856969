// The vehicle page's fixed copy (spec 2.5 sections without data of their own). The
// rules (which section shows, what a used car includes) live in @forecourt/domain.
export const whyBuyPoints = (dealerName: string, city: string) => [
  { title: "A local dealer you can visit", text: `${dealerName} is based in ${city}. Come in, look the car over and take it for a drive.` },
  { title: "Inspected and prepared", text: "Every car is inspected and detailed by our own team before it goes on sale." },
  { title: "Clear pricing", text: "The price you see is shown on every car, with any saving against the market average." },
  { title: "Real people, quick answers", text: "Enquire online or call us: a member of our sales team will get back to you." },
];

export const protectCopy =
  "Look after your investment with paint and interior protection, extended warranty and tyre and rim cover. Ask our team about the options for this car when you enquire.";

export const certifiedCopy = {
  label: "Toyota Certified",
  description: "What Toyota Certified means for this car",
  points: [
    "A multi-point inspection by Toyota-trained technicians, with genuine parts where anything needed replacing.",
    "Under 6 years old and under 140,000 km when certified.",
    "A full service history check and a clear title check.",
  ],
};

export const historyReportCopy = {
  title: "Vehicle history report",
  intro: "The identifiers and registration details the dealer holds for this car. Ask our team for the full report from our history check provider.",
};
