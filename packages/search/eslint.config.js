import { forecourt } from "@forecourt/eslint-config";

export default forecourt({ layer: "search", tsconfigRootDir: import.meta.dirname });
