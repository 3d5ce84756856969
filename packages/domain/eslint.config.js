import { forecourt } from "@forecourt/eslint-config";

export default forecourt({ layer: "domain", tsconfigRootDir: import.meta.dirname });
