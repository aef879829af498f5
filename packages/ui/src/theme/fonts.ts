// The brand fonts ship with the app so no system font decides how text renders.
import '@fontsource-variable/inter';
import '@fontsource-variable/source-serif-4';
