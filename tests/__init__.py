"""The test suite: engine and page unit tests here, end-to-end browser tests in browser/, shared helpers in support/."""
