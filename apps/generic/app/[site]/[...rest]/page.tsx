// Any path a site does not have renders the site's own 404 inside its layout.
import { notFound } from "next/navigation";

export default function UnknownPage(): never {
  notFound();
}
