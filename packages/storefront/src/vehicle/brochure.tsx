// The car brochure (issue 7; spec 2.5 'A car PDF can be downloaded', spec 7 'Car PDF'):
// GET /cars/{slug}/brochure.pdf, a one-page A4 PDF drawn on the server with
// @react-pdf/renderer: photo, price, key facts, features and the dealer's contact.
// The photo is rasterised in-process by the image service (JPEG), so the PDF never
// fetches anything over the network.
import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import {
  type Car,
  carFeatures,
  carImage,
  carSummaryRows,
  displayPrice,
  type DetailRow,
  keyInformationRows,
  previousPrice,
  formatPrice,
  type RegionSettings,
  type SiteConfig,
  specificationRows,
} from "@forecourt/domain";
import { renderMedia } from "../media/render-media";
import { carTitle } from "./car-title";

const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: "Helvetica", fontSize: 10, color: "#0f172a" },
  header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", borderBottomWidth: 2, paddingBottom: 8, marginBottom: 14 },
  dealer: { fontSize: 14, fontFamily: "Helvetica-Bold" },
  muted: { color: "#475569" },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  priceRow: { flexDirection: "row", alignItems: "flex-end", gap: 10, marginBottom: 12 },
  price: { fontSize: 22, fontFamily: "Helvetica-Bold" },
  was: { fontSize: 12, color: "#475569", textDecoration: "line-through" },
  photo: { width: "100%", height: 250, objectFit: "cover", borderRadius: 4, marginBottom: 14 },
  columns: { flexDirection: "row", gap: 18 },
  column: { flex: 1 },
  heading: { fontSize: 12, fontFamily: "Helvetica-Bold", marginBottom: 6, marginTop: 4 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd5e1", paddingVertical: 3 },
  label: { width: "45%", color: "#475569" },
  value: { width: "55%", fontFamily: "Helvetica-Bold" },
  feature: { marginBottom: 2 },
  contact: { marginTop: 14, padding: 10, backgroundColor: "#f1f5f9", borderRadius: 4 },
  footer: { position: "absolute", bottom: 24, left: 36, right: 36, fontSize: 8, color: "#475569" },
});

function Rows({ rows }: { rows: DetailRow[] }) {
  return (
    <View>
      {rows.map((row) => (
        <View key={row.label} style={styles.row} wrap={false}>
          <Text style={styles.label}>{row.label}</Text>
          <Text style={styles.value}>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}

export interface BrochureInput {
  car: Car;
  site: Pick<SiteConfig, "name" | "phone" | "features" | "labels">;
  region: RegionSettings;
  /** JPEG or PNG bytes of the car's photo, or null to leave it out. */
  photo: Uint8Array | null;
  now: Date;
  /** The page's address, printed for the shopper to come back to. */
  url: string;
}

/** At most this many features fit beside the specifications on one page. */
const brochureFeatureLimit = 24;

export function Brochure({ car, site, region, photo, now, url }: BrochureInput) {
  const title = carTitle(car);
  const price = displayPrice(car, { subscriptions: site.features.subscriptions, noPriceText: site.labels.noPriceText });
  const was = previousPrice(car);
  const context = { ...region, now };
  const facts = [...keyInformationRows(car, context), ...carSummaryRows(car, context).filter((row) => ["Stock Number", "VIN", "Rego", "Rego Expiry", "Build Date"].includes(row.label))];
  const specifications = specificationRows(car, region).slice(0, 10);
  const features = carFeatures(car);
  const address = car.location?.address;
  const phone = car.location?.phone ?? site.phone;
  return (
    <Document title={title} author={site.name} subject={`${title}, ${price.text}`} creator="Forecourt" producer="Forecourt">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.dealer}>{site.name}</Text>
          <Text style={styles.muted}>Vehicle brochure</Text>
        </View>
        <Text style={styles.title}>{title}</Text>
        <View style={styles.priceRow}>
          <Text style={styles.price}>{price.text}</Text>
          {price.kind === "price" && car.price_type ? <Text style={styles.muted}>{car.price_type}</Text> : null}
          {was ? <Text style={styles.was}>Was {formatPrice(was)}</Text> : null}
        </View>
        {photo ? <Image style={styles.photo} src={{ data: Buffer.from(photo), format: "jpg" }} /> : null}
        <View style={styles.columns}>
          <View style={styles.column}>
            <Text style={styles.heading}>Key information</Text>
            <Rows rows={facts} />
            {specifications.length > 0 ? (
              <>
                <Text style={[styles.heading, { marginTop: 10 }]}>Specifications</Text>
                <Rows rows={specifications} />
              </>
            ) : null}
          </View>
          <View style={styles.column}>
            {features.length > 0 ? (
              <>
                <Text style={styles.heading}>Features</Text>
                {features.slice(0, brochureFeatureLimit).map((feature) => (
                  <Text key={feature} style={styles.feature}>
                    • {feature}
                  </Text>
                ))}
                {features.length > brochureFeatureLimit ? <Text style={styles.muted}>and {features.length - brochureFeatureLimit} more</Text> : null}
              </>
            ) : null}
            <View style={styles.contact}>
              <Text style={styles.heading}>Contact {car.location?.name ?? site.name}</Text>
              {address ? <Text>{`${address.street}, ${address.city} ${address.state.toUpperCase()} ${address.postcode}`}</Text> : null}
              {phone ? <Text>Phone: {phone}</Text> : null}
              <Text>{url}</Text>
            </View>
          </View>
        </View>
        <Text style={styles.footer} fixed>
          Stock number {car.stocknum}. Price and availability are correct when printed and may change; please confirm with {site.name} before you buy.
        </Text>
      </Page>
    </Document>
  );
}

/** The car's main photo as a JPEG from the embedded image service, or null (no photo, or not a /media image). */
export async function brochurePhoto(car: Car): Promise<Uint8Array | null> {
  const source = carImage(car);
  if (!source?.startsWith("/media/")) return null;
  const path = source.split("?")[0]!.slice("/media/".length).split("/");
  const result = await renderMedia(path, new URLSearchParams({ w: "1000", h: "560", fit: "crop", fm: "jpg", q: "80" }), "image/jpeg");
  return result.status === 200 && typeof result.body !== "string" ? result.body : null;
}

export async function renderBrochure(input: BrochureInput): Promise<Buffer> {
  return renderToBuffer(<Brochure {...input} />);
}
