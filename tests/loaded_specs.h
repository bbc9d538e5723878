// The shipped inputs a test needs loaded (flavor table, config files, config objects it writes
// itself). A load error is the test's failure, thrown so that GoogleTest reports the loader's
// message: the loaders themselves return errors and never throw.
#pragma once

#include <stdexcept>
#include <string>

#include "paritykit/spec.h"

namespace pk_test {

/// Throws the loader's message when it failed.
inline void require_loaded(bool ok, const std::string& err) {
  if (!ok) throw std::runtime_error(err);
}

inline paritykit::spec::FlavorTable loaded_flavor_table(const std::string& path) {
  paritykit::spec::FlavorTable table;
  std::string err;
  require_loaded(paritykit::spec::load_flavor_table(path, &table, &err), err);
  return table;
}

inline paritykit::spec::ConfigFile loaded_config_file(const std::string& path) {
  paritykit::spec::ConfigFile file;
  std::string err;
  require_loaded(paritykit::spec::load_config_file(path, &file, &err), err);
  return file;
}

inline paritykit::spec::Config loaded_config_object(const std::string& json_text, const std::string& path) {
  paritykit::spec::Config config;
  std::string err;
  require_loaded(paritykit::spec::parse_config_object(json_text, path, &config, &err), err);
  return config;
}

}  // namespace pk_test
