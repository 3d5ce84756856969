import { forecourt } from "@forecourt/eslint-config";

export default forecourt({ layer: "ui", tsconfigRootDir: import.meta.dirname, react: true });
