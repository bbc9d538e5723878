// Where a test finds the source and build trees: at run time, from its own path and the build
// tree's CMakeCache.txt, never compiled in. A test's object file is then the same in every
// checkout, and ccache gives mutant-run's work copies (and any other checkout) the objects this
// one built.
#pragma once

#include <string>

namespace pk_test {

/// The build tree: the nearest directory above this executable that holds CMakeCache.txt.
const std::string& binary_dir();
/// The source tree the build tree was configured from (paritykit_SOURCE_DIR in its cache).
const std::string& source_dir();

}  // namespace pk_test

#define PK_SOURCE_DIR (::pk_test::source_dir())
#define PK_BINARY_DIR (::pk_test::binary_dir())
