import { forecourt } from "@forecourt/eslint-config";

export default forecourt({ layer: "storefront", tsconfigRootDir: import.meta.dirname, react: true });
