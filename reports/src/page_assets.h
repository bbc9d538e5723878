// The page's stylesheet and script (reports/page/report.css, report.js), compiled in by CMake
// (page_assets.cpp.in) so that the page needs no file beside it.
#pragma once

namespace paritykit::reports {
extern const char* const kPageCss;
extern const char* const kPageJs;
}  // namespace paritykit::reports
