# `cmake --install`: the libraries (as paritykit::<name>), their public headers, the tools, the
# flavor table and built-in configs, the engine contracts, and a package config, so that a team
# writes find_package(paritykit) and links paritykit::parity (examples/README.md).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# Library -> exported name. pk_mutants (mutant-run's campaign runner) is a tool's, not a team's.
set(PK_EXPORTED support spec alpha beta reference reports isa_audit runtime emulate execute qualify parity)
foreach(name IN LISTS PK_EXPORTED)
  set_target_properties(pk_${name} PROPERTIES EXPORT_NAME ${name})
  list(APPEND PK_EXPORTED_TARGETS pk_${name})
endforeach()

install(TARGETS ${PK_EXPORTED_TARGETS} EXPORT paritykitTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
foreach(dir support/include spec/include engines/alpha/include engines/beta/include reference/include
            reports/include isa_audit/include runtime/include emulate/include execute/include parity/include)
  install(DIRECTORY ${dir}/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
endforeach()
foreach(family IN LISTS PK_EXECUTE_FAMILIES)  # execute/CMakeLists.txt: each family's own header
  install(DIRECTORY execute/${family}/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
endforeach()
install(TARGETS parity-run parity-merge parity-engine parity-qualify parity-report isa-audit reference-run mutant-run mutant-merge RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES parity/flavors.json parity/budgets.json DESTINATION ${CMAKE_INSTALL_DATADIR}/paritykit)
install(DIRECTORY parity/configs DESTINATION ${CMAKE_INSTALL_DATADIR}/paritykit)
# Each flavor's release facts beside the flavor table, where parity-run looks for them.
install(DIRECTORY parity/llvm_releases DESTINATION ${CMAKE_INSTALL_DATADIR}/paritykit FILES_MATCHING PATTERN "*.json")
install(FILES engines/PROTOCOL.md engines/CONTRACT.md engines/CONTRACT_MLP.md engines/CONTRACT_WGRAD.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(PK_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/paritykit)
install(EXPORT paritykitTargets NAMESPACE paritykit:: DESTINATION ${PK_CMAKE_DIR})
configure_package_config_file(cmake/paritykitConfig.cmake.in ${CMAKE_BINARY_DIR}/paritykitConfig.cmake
                              INSTALL_DESTINATION ${PK_CMAKE_DIR} PATH_VARS CMAKE_INSTALL_DATADIR)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/paritykitConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/paritykitConfig.cmake ${CMAKE_BINARY_DIR}/paritykitConfigVersion.cmake
        DESTINATION ${PK_CMAKE_DIR})
